from subprocess import *

# this is another module we decide to just punt on and trust that gevent's implementation
# at the very least satisfies the stdlib interface.
