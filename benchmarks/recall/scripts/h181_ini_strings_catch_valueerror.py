# classes: 3 8
"""Batch job configured by an INI file: the [generation] section is read with configparser and
handed to generate; malformed settings are reported as ValueError and the job skips the file."""
import configparser

from transformers import AutoModelForCausalLM, AutoTokenizer

INI = """
[model]
name = HuggingFaceTB/SmolLM2-135M-Instruct

[generation]
max_new_tokens = 6
num_beams = 1
"""

cfg = configparser.ConfigParser()
cfg.read_string(INI)
model_name = cfg["model"]["name"]
tok = AutoTokenizer.from_pretrained(model_name)
model = AutoModelForCausalLM.from_pretrained(model_name)
gen_settings = dict(cfg["generation"])

enc = tok("Translate to French: good morning", return_tensors="pt")
try:
    out = model.generate(**enc, **gen_settings)
    print(tok.decode(out[0], skip_special_tokens=True))
except ValueError as err:
    print("bad generation settings, skipping:", err)
