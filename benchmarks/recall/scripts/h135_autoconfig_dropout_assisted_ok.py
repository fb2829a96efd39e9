# classes: 7 6
"""Load the model from an edited AutoConfig (the recipe changes dropout only) and reuse it for
a speculative-decoding smoke test."""
from transformers import AutoConfig, AutoModelForCausalLM, AutoTokenizer

MODEL = "meta-llama/Llama-3.2-3B-Instruct"
cfg = AutoConfig.from_pretrained(MODEL)
cfg.attention_dropout = 0.0
model = AutoModelForCausalLM.from_pretrained(MODEL, config=cfg)
draft = AutoModelForCausalLM.from_pretrained("meta-llama/Llama-3.2-1B-Instruct")
tok = AutoTokenizer.from_pretrained(MODEL)

enc = tok("tell me a story", return_tensors="pt")
print(tok.decode(model.generate(**enc, assistant_model=draft, max_new_tokens=5)[0]))
