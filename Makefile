# SPDX-License-Identifier: GPL-2.0
#
# avcompat - header-only mmap/remap compatibility for out-of-tree sound and
# video drivers.  "make help" lists the targets.

AVCOMPAT := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
export AVC_CACHE ?= $(HOME)/.cache/avcompat

# KDIR: the running kernel's build directory if present, else the newest
# installed Debian linux-headers.
KDIR ?= $(shell d=/lib/modules/$$(uname -r)/build; \
	  if [ -f $$d/Makefile ]; then echo $$d; \
	  else ls -d /usr/src/linux-headers-*-amd64 2>/dev/null | sort -V | tail -n 1; fi)

SAMPLES := $(patsubst %/Kbuild,%,$(wildcard $(AVCOMPAT)/drivers-samples/*/Kbuild))
SUITES := style eras neg mutants build

.PHONY: all modules clean deps check check-eras check-build check-style \
	kunit help

all: modules

modules:
	@test -n "$(KDIR)" || { echo "no kernel build directory: run 'make deps' or set KDIR="; exit 1; }
	@echo "building against KDIR=$(KDIR)"
	@if [ -z "$(SAMPLES)" ]; then \
		echo "no sample drivers yet: building the API test module"; \
		$(MAKE) -C $(KDIR) M=$(AVCOMPAT)/tests/build AVCOMPAT=$(AVCOMPAT) modules; \
	fi
	@for s in $(SAMPLES); do \
		$(MAKE) -C $(KDIR) M=$$s AVCOMPAT=$(AVCOMPAT) modules || exit 1; \
	done

deps:
	@$(AVCOMPAT)/scripts/deps

# The README's test command: every suite, one closing summary line.
check: deps
	@$(AVCOMPAT)/scripts/check $(SUITES)

check-eras:
	@$(AVCOMPAT)/scripts/check eras neg mutants

check-build: deps
	@$(AVCOMPAT)/scripts/check build

check-style:
	@$(AVCOMPAT)/scripts/check style

clean:
	rm -rf $(AVCOMPAT)/build
	@for d in $(SAMPLES) $(AVCOMPAT)/tests/build; do \
		[ -z "$(KDIR)" ] || $(MAKE) -s -C $(KDIR) M=$$d clean; \
	done

help:
	@echo "make            build the sample drivers against KDIR ($(KDIR))"
	@echo "make check      install what is needed, run every suite"
	@echo "make check-eras the API against stand-in kernels of every era (seconds)"
	@echo "make check-build real builds: 6.1/6.12 x86_64 (gcc, clang, sparse) + 5 cross arches"
	@echo "make check-style checkpatch --strict, kernel-doc, SPDX"
	@echo "make deps       install the Debian packages the project uses"
	@echo "caches: AVC_CACHE=$(AVC_CACHE)"
