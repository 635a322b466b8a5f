// SPDX-License-Identifier: GPL-2.0
/* The stand-in kernel of 6.12: nothing it provides changed for this suite. */
#include "../6.12-x86_64/stubs.c"
