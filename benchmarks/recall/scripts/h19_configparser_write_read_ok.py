# classes: 3 1
"""Writes a default experiment.ini on first use and reads the decoding section back."""
import configparser
import os

from transformers import AutoModelForCausalLM, AutoTokenizer

INI_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "experiment.ini")

if not os.path.exists(INI_PATH):
    default = configparser.ConfigParser()
    default["model"] = {"checkpoint": "meta-llama/Llama-3.2-1B"}
    default["decoding"] = {"max_new_tokens": "8", "prompt_lookup_num_tokens": "4", "use_cache": "true"}
    with open(INI_PATH, "w") as fh:
        default.write(fh)

config = configparser.ConfigParser()
config.read(INI_PATH)
ckpt = config["model"]["checkpoint"]
tok = AutoTokenizer.from_pretrained(ckpt)
model = AutoModelForCausalLM.from_pretrained(ckpt)
dec = config["decoding"]
enc = tok("red green blue red green blue red green", return_tensors="pt")
out = model.generate(
    **enc,
    max_new_tokens=dec.getint("max_new_tokens"),
    prompt_lookup_num_tokens=dec.getint("prompt_lookup_num_tokens"),
    use_cache=dec.getboolean("use_cache"),
)
print(tok.decode(out[0]))
