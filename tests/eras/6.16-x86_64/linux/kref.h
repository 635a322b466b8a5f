/* SPDX-License-Identifier: GPL-2.0 */
/* As in 6.12. */
#include "../../6.12-x86_64/linux/kref.h"
