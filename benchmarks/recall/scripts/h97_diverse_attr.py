# classes: 9
"""Story ideas: the model's generation_config is set up once for diverse beam search by
attribute, then generate is called with only the prompt."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")
gen_cfg = model.generation_config
gen_cfg.num_beams = 4
gen_cfg.num_beam_groups = 2
gen_cfg.diversity_penalty = 0.7
gen_cfg.num_return_sequences = 2
gen_cfg.pad_token_id = tok.eos_token_id

enc = tok("Once upon a time", return_tensors="pt")
outs = model.generate(**enc, max_new_tokens=8)
print(tok.batch_decode(outs, skip_special_tokens=True))
