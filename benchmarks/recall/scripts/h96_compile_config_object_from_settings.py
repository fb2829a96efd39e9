# classes: 8
"""Near miss: compile options kept as plain data and turned into a CompileConfig before they
reach generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer, CompileConfig

SETTINGS = {"generation": {"max_new_tokens": 5, "do_sample": False}, "compile": {"fullgraph": False, "dynamic": False}}

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
batch = tok("The quick brown fox", return_tensors="pt")
cc = CompileConfig(**SETTINGS["compile"])
out = model.generate(**batch, **SETTINGS["generation"], compile_config=cc, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
