# classes: 6
"""Quick check: reuse the 14M Pythia as a draft model for GPT-2 (both are byte-level BPE models)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
lm = AutoModelForCausalLM.from_pretrained("gpt2")
helper = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-14m")

ids = tok("the queen told a story about", return_tensors="pt").input_ids
out = lm.generate(ids, assistant_model=helper, max_new_tokens=6, do_sample=False, pad_token_id=tok.eos_token_id)
print(tok.decode(out[0]))
