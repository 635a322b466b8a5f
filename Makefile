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
# kunit: every KUnit configuration the kernel table (scripts/kernels) lists
KUNIT_SUITES := kunit
SUITES := style eras foreign eras-subsys neg mutants build probe dist dkms cocci e2e e2e-v4l2 e2e-sound \
	e2e-usbcam e2e-camera e2e-sensor bench-smoke stress-smoke $(KUNIT_SUITES) native real
VERSION := $(shell cat $(AVCOMPAT)/VERSION)
DISTDIR ?= $(AVCOMPAT)/build

# AVC_PROBE=1: decide the keys by compiling against KDIR (scripts/probe)
# instead of trusting its LINUX_VERSION_CODE.
PROBE_H := $(AVCOMPAT)/build/probe-$(subst /,_,$(KDIR)).h
ifeq ($(AVC_PROBE),1)
KBUILD_VARS := KCPPFLAGS=-DAVC_CONFIG_HEADER='\"$(PROBE_H)\"'
endif

.PHONY: matrix all modules clean deps check check-eras check-build check-style \
	check-probe dist amalgamation dkms-install dkms-remove kunit e2e demo bench stress cocci-apply cocci-check help

all: modules

modules:
	@test -n "$(KDIR)" || { echo "no kernel build directory: run 'make deps' or set KDIR="; exit 1; }
	@echo "building against KDIR=$(KDIR)$(if $(KBUILD_VARS), with probed keys $(PROBE_H))"
	@if [ "$(AVC_PROBE)" = 1 ]; then $(AVCOMPAT)/scripts/probe $(KDIR) $(PROBE_H); fi
	@if [ -z "$(SAMPLES)" ]; then \
		echo "no sample drivers yet: building the API test module"; \
		$(MAKE) -C $(KDIR) M=$(AVCOMPAT)/tests/build AVCOMPAT=$(AVCOMPAT) $(KBUILD_VARS) modules; \
	fi
	@for s in $(SAMPLES); do \
		$(MAKE) -C $(KDIR) M=$$s AVCOMPAT=$(AVCOMPAT) $(KBUILD_VARS) modules || exit 1; \
	done

deps:
	@$(AVCOMPAT)/scripts/deps

# The README's test command: every suite, one closing summary line.
check: deps
	@$(AVCOMPAT)/scripts/check $(SUITES)

check-eras:
	@$(AVCOMPAT)/scripts/check eras foreign eras-subsys neg mutants

check-build: deps
	@$(AVCOMPAT)/scripts/check build

check-style:
	@$(AVCOMPAT)/scripts/check style

# Mapping setup cost per strategy against the kernel's primitives (not in
# make check, which runs only its smoke): $(AVC_CACHE)/bench/results.md.
bench: deps
	@$(AVCOMPAT)/bench/run $(SERIES)

# Hostile input and lifetimes: the seeded mmap fuzzer, >= 10,000
# operations per sample device (STRESS_OPS= for more), the multi-threaded
# ioctl fuzzer on the V4L2 and OSS devices and Debian's trinity with each
# device node as its victim (STRESS_IOCTL_OPS=, STRESS_TRINITY_OPS=) on
# every kernel of scripts/kernels (SERIES= picks rows; make check runs a
# smoke; tests/stress/mutants shows it catching a broken sample).
stress: deps
	@$(AVCOMPAT)/tests/stress/run $(if $(STRESS_OPS),--ops $(STRESS_OPS)) \
		$(if $(STRESS_IOCTL_OPS),--ioctl-ops $(STRESS_IOCTL_OPS)) \
		$(if $(STRESS_TRINITY_OPS),--trinity-ops $(STRESS_TRINITY_OPS)) $(SERIES)

# End to end: the samples in every Debian kernel of scripts/kernels under
# qemu (SERIES="6.12 7.3" picks rows).
e2e: deps
	@$(AVCOMPAT)/scripts/check e2e e2e-v4l2 e2e-sound e2e-usbcam

# The README's third command: any out-of-tree driver built three ways (as
# shipped, with avcompat, after cocci-apply) on every kernel of the table,
# and with BOOT=1 loaded in each under qemu (scripts/matrix).  DIR= the
# driver (never written), SERIES= rows, ARGS= extra make arguments,
# DIFF=1 what cocci-apply changed, W=1 warnings.
matrix:
	@test -n "$(DIR)" || { echo "usage: make matrix DIR=path/to/driver [SERIES=...] [ARGS=...] [BOOT=1] [DIFF=1]"; exit 2; }
	@$(AVCOMPAT)/scripts/matrix $(if $(filter 1,$(BOOT)),--boot) $(if $(filter 1,$(DIFF)),--diff) \
		$(if $(filter 1,$(W)),--w1) $(DIR) $(ARGS)

# The README's first command: the samples working, and failing when broken.
demo: deps
	@$(AVCOMPAT)/tests/e2e/demo $(SERIES)

# KUnit with the kernel's kunit.py, per the table's kunit column (UML, KASAN
# and lockdep, sparc64 under qemu).
kunit: deps
	@$(AVCOMPAT)/scripts/check $(KUNIT_SUITES)

check-probe: deps
	@$(AVCOMPAT)/scripts/check probe

# A versioned tarball of the tracked tree plus the single-header
# amalgamation, for distributions and for drivers that vendor avcompat.
dist:
	@mkdir -p $(DISTDIR)
	@$(AVCOMPAT)/scripts/amalgamate $(DISTDIR)/avcompat.h
	@cd $(AVCOMPAT) && git archive --format=tar --prefix=avcompat-$(VERSION)/ HEAD \
		> $(DISTDIR)/avcompat-$(VERSION).tar
	@tar -rf $(DISTDIR)/avcompat-$(VERSION).tar -C $(DISTDIR) \
		--transform 's|^|avcompat-$(VERSION)/|' avcompat.h
	@gzip -9nf $(DISTDIR)/avcompat-$(VERSION).tar
	@echo "dist: $(DISTDIR)/avcompat-$(VERSION).tar.gz"

# Convert an old driver to avcompat, in place (docs/porting.md).
cocci-apply:
	@test -n "$(DIR)" || { echo "usage: make cocci-apply DIR=path/to/driver"; exit 1; }
	@$(AVCOMPAT)/scripts/cocci-apply $(DIR)

cocci-check: deps
	@$(AVCOMPAT)/scripts/check cocci

# DKMS: the samples as one package, built for the running kernel (KVER=).
dkms-install:
	@$(AVCOMPAT)/scripts/dkms install

dkms-remove:
	@$(AVCOMPAT)/scripts/dkms remove

amalgamation:
	@$(AVCOMPAT)/scripts/amalgamate $(AVCOMPAT)/build/avcompat.h

clean:
	rm -rf $(AVCOMPAT)/build
	@for d in $(SAMPLES) $(AVCOMPAT)/tests/build; do \
		[ -z "$(KDIR)" ] || $(MAKE) -s -C $(KDIR) M=$$d clean; \
	done

help:
	@echo "make            build the sample drivers against KDIR ($(KDIR))"
	@echo "make demo       boot the newest kernel of scripts/kernels under qemu, drive the samples (SERIES=)"
	@echo "make check      install what is needed, run every suite"
	@echo "make bench      mapping setup cost per strategy, streaming vs vivid/snd-dummy"
	@echo "make stress     the mmap fuzzer, >= 10,000 ops per sample device, every kernel (STRESS_OPS=)"
	@echo "make e2e        the samples in the Debian kernels of scripts/kernels under qemu (SERIES=)"
	@echo "make check-eras the API against stand-in kernels of every era (seconds)"
	@echo "make check-build real builds on every row of scripts/kernels (gcc, sparse, its kprep column: clang, cross)"
	@echo "make check-style checkpatch --strict, kernel-doc, SPDX"
	@echo "make kunit      KUnit suites per scripts/kernels: UML, KASAN+lockdep, sparc64 under qemu"
	@echo "make check-probe the feature probe against every row of scripts/kernels and a kernel that lies"
	@echo "make AVC_PROBE=1 decide kernel keys by compiling against KDIR, not by version"
	@echo "make dist       avcompat-$(VERSION).tar.gz (tree + single-header avcompat.h)"
	@echo "make amalgamation build/avcompat.h, all of avcompat in one header"
	@echo "make dkms-install / dkms-remove  the samples as a DKMS package"
	@echo "make cocci-apply DIR=d  convert an old driver to avcompat in place (docs/porting.md)"
	@echo "make cocci-check the semantic patches on tests/cocci, outputs built for every kernel of scripts/kernels"
	@echo "make deps       install the Debian packages the project uses"
	@echo "caches: AVC_CACHE=$(AVC_CACHE)"
