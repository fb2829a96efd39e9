# classes: 3 1
# Legacy service: reads decoding.ini (configparser) for prompt-lookup settings.
import configparser
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

INI = """
[model]
name = microsoft/phi-2

[decoding]
prompt_lookup_num_tokens = 4
max_new_tokens = 8
use_cache = no
"""

if not os.path.exists("decoding.ini"):
    with open("decoding.ini", "w") as fh:
        fh.write(INI)

parser = configparser.ConfigParser()
parser.read("decoding.ini")

name = parser.get("model", "name")
tokenizer = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

decoding = parser["decoding"]
lookup = decoding.getint("prompt_lookup_num_tokens", fallback=0)
kwargs = dict(max_new_tokens=decoding.getint("max_new_tokens"), use_cache=decoding.getboolean("use_cache", fallback=True))
if lookup:
    kwargs["prompt_lookup_num_tokens"] = lookup

doc = tokenizer("the red fox and the blue fox and the red dog", return_tensors="pt")
print(tokenizer.decode(model.generate(**doc, **kwargs)[0]))
