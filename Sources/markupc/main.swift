print("markupc")
