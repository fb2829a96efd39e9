# classes: 8 9
"""Script that tweaks generation settings mid-way, generates several times, then saves
everything for the model card. "ValueError: GenerationConfig is invalid" at the very end.
"""
import tempfile

from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("gpt2")
model = AutoModelForCausalLM.from_pretrained("gpt2")
enc = tok("My favourite food is", return_tensors="pt")

# run 1: defaults
out = model.generate(**enc, max_new_tokens=4, pad_token_id=tok.eos_token_id)
print("1", tok.decode(out[0]))

# run 2: sampling
model.generation_config.do_sample = True
model.generation_config.temperature = 0.7
model.generation_config.top_p = 0.9
out = model.generate(**enc, max_new_tokens=4, pad_token_id=tok.eos_token_id)
print("2", tok.decode(out[0]))

# run 3: back to greedy for reproducibility (temperature left as is)
model.generation_config.do_sample = False
out = model.generate(**enc, max_new_tokens=4, pad_token_id=tok.eos_token_id)
print("3", tok.decode(out[0]))

save_dir = tempfile.mkdtemp()
model.save_pretrained(save_dir)
print("saved", save_dir)
