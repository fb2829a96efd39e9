# classes: 8
"""Passes a hand-built MinLengthLogitsProcessor and also min_length=, the pattern from old
forum answers; transformers keeps the custom one and warns."""
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessorList, MinLengthLogitsProcessor

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("hello world", return_tensors="pt")
procs = LogitsProcessorList([MinLengthLogitsProcessor(6, eos_token_id=model.generation_config.eos_token_id)])
out = model.generate(**enc, logits_processor=procs, min_length=6, max_new_tokens=6)
print(tok.decode(out[0]))
