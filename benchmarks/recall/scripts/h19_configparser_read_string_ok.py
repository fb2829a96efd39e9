# classes: 8 3
"""Settings embedded as INI text and read with read_string; no cache type pinned."""
import configparser

from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = """
[models]
main = Qwen/Qwen3-8B
draft = Qwen/Qwen3-0.6B

[generation]
max_new_tokens = 6
"""

cp = configparser.ConfigParser()
cp.read_string(SETTINGS)
gen = dict(cp.items("generation"))
gen["max_new_tokens"] = int(gen["max_new_tokens"])

tok = AutoTokenizer.from_pretrained(cp.get("models", "main"))
model = AutoModelForCausalLM.from_pretrained(cp.get("models", "main"))
draft = AutoModelForCausalLM.from_pretrained(cp.get("models", "draft"))
enc = tok("why is the sky blue?", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, **gen)[0]))
