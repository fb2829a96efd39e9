# This file is intentionally empty. The runtime module contains only
# private functions.
