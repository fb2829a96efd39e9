# classes: 8
"""A chatbot that passes its own RepetitionPenaltyLogitsProcessor and also repetition_penalty=
(the config option it read from a YAML in the original repo)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, LogitsProcessorList, RepetitionPenaltyLogitsProcessor

tok = AutoTokenizer.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")
model = AutoModelForCausalLM.from_pretrained("TinyLlama/TinyLlama-1.1B-Chat-v1.0")

gen_cfg = {"repetition_penalty": 1.3, "max_new_tokens": 12}
processors = LogitsProcessorList([RepetitionPenaltyLogitsProcessor(penalty=gen_cfg["repetition_penalty"])])
enc = tok("tell me a story about the king", return_tensors="pt")
out = model.generate(**enc, logits_processor=processors, **gen_cfg)
print(tok.decode(out[0], skip_special_tokens=True))
