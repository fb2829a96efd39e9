# classes: 7 6
"""Tune the draft's own generation config (number of draft tokens, schedule, confidence)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-1.7B-Instruct")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")

draft.generation_config.num_assistant_tokens = 6
draft.generation_config.num_assistant_tokens_schedule = "constant"
draft.generation_config.assistant_confidence_threshold = 0.3

inputs = tok("tell me a story about the queen", return_tensors="pt")
out = model.generate(**inputs, assistant_model=draft, max_new_tokens=8)
print(tok.decode(out[0], skip_special_tokens=True))
