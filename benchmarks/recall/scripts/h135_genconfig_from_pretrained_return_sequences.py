# classes: 7
"""The generation config comes from the hub with the reranker's overrides (three candidates);
the candidates are then generated with the model's defaults, which decode greedily."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MODEL = "microsoft/phi-2"
tok = AutoTokenizer.from_pretrained(MODEL)
model = AutoModelForCausalLM.from_pretrained(MODEL).eval()
model.generation_config = GenerationConfig.from_pretrained(MODEL, num_return_sequences=3, max_new_tokens=5)
enc = tok("write a story about dogs", return_tensors="pt")
print(tok.batch_decode(model.generate(**enc)))
