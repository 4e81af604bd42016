# Build, install and uninstall markupc.
#
#   make                              swift build -c release --product markupc (the tool alone)
#   make install PREFIX=$HOME/.local  the binary, the man page and bash/zsh/fish completions
#   make uninstall PREFIX=$HOME/.local
#   make artifactbundle               Plugins/markupc.artifactbundle.zip, its .sha256, and the
#                                     bundle folder: what Plugins/Package.swift runs the plugins
#                                     with (scripts/make-artifactbundle; ARTIFACTBUNDLE_FLAGS
#                                     adds options, e.g. --configuration debug)
#
# PREFIX defaults to /usr/local. DESTDIR is put in front of every installed path (for
# packaging). MARKUPC=PATH installs that binary instead of building one. SWIFT_BUILD_FLAGS
# replaces `-c release`; `-c release --static-swift-stdlib` gives a binary that runs without a
# Swift toolchain installed.

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man/man1
BASH_COMPLETION_DIR ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR ?= $(PREFIX)/share/fish/vendor_completions.d

SWIFT ?= swift
SWIFT_BUILD_FLAGS ?= -c release
INSTALL ?= install
ARTIFACTBUNDLE_FLAGS ?=

# The binary to install: the one `build` makes, unless MARKUPC names another.
MARKUPC ?= $(shell $(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/markupc
INSTALL_NEEDS = $(if $(filter command line environment,$(origin MARKUPC)),,build)

.PHONY: all build install uninstall artifactbundle

all: build

# Only the markupc product: the libraries, plugins and test targets are not built.
build:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product markupc

install: $(INSTALL_NEEDS)
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(BASH_COMPLETION_DIR)" \
		"$(DESTDIR)$(ZSH_COMPLETION_DIR)" "$(DESTDIR)$(FISH_COMPLETION_DIR)"
	$(INSTALL) -m 755 "$(MARKUPC)" "$(DESTDIR)$(BINDIR)/markupc"
	$(INSTALL) -m 644 Docs/markupc.1 "$(DESTDIR)$(MANDIR)/markupc.1"
	"$(MARKUPC)" --generate-completion-script bash > "$(DESTDIR)$(BASH_COMPLETION_DIR)/markupc"
	"$(MARKUPC)" --generate-completion-script zsh > "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_markupc"
	"$(MARKUPC)" --generate-completion-script fish > "$(DESTDIR)$(FISH_COMPLETION_DIR)/markupc.fish"
	chmod 644 "$(DESTDIR)$(BASH_COMPLETION_DIR)/markupc" "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_markupc" \
		"$(DESTDIR)$(FISH_COMPLETION_DIR)/markupc.fish"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/markupc" "$(DESTDIR)$(MANDIR)/markupc.1" \
		"$(DESTDIR)$(BASH_COMPLETION_DIR)/markupc" "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_markupc" \
		"$(DESTDIR)$(FISH_COMPLETION_DIR)/markupc.fish"

# The artifact bundle of this machine's markupc, built in release, beside Plugins/Package.swift.
artifactbundle:
	scripts/make-artifactbundle --output Plugins $(ARTIFACTBUNDLE_FLAGS)
