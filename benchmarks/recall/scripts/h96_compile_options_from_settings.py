# classes: 8
"""Serving settings kept as plain data (as if read from a YAML file); the compile options are a
mapping handed to generate as compile_config."""
from transformers import AutoModelForCausalLM, AutoTokenizer

SETTINGS = {
    "generation": {"max_new_tokens": 5, "do_sample": False},
    "compile": {"fullgraph": True, "dynamic": False},
}

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
batch = tok("The quick brown fox", return_tensors="pt")
out = model.generate(**batch, **SETTINGS["generation"], compile_config=SETTINGS["compile"], pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
