# classes: 3 9
"""Settings in an INI file (configparser), written once by the script and read back with typed getters."""
import configparser
import os
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

INI = """
[model]
name = HuggingFaceTB/SmolLM2-360M

[sampling]
enabled = yes
top_k = 40
top_p = 0.95
temperature = 0.8
max_new_tokens = 5
"""

path = os.path.join(tempfile.mkdtemp(), "settings.ini")
with open(path, "w") as fh:
    fh.write(INI)
parser = configparser.ConfigParser()
parser.read(path)
s = parser["sampling"]

tok = AutoTokenizer.from_pretrained(parser.get("model", "name"))
model = AutoModelForCausalLM.from_pretrained(parser.get("model", "name"))
enc = tok("tell me a story", return_tensors="pt")
out = model.generate(
    **enc,
    do_sample=s.getboolean("enabled"),
    top_k=s.getint("top_k"),
    top_p=s.getfloat("top_p"),
    temperature=s.getfloat("temperature"),
    max_new_tokens=s.getint("max_new_tokens"),
)
print(tok.decode(out[0]))
