import tempfile

NamedTemporaryFile = tempfile.NamedTemporaryFile

gettempdir = tempfile.gettempdir
