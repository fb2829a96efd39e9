# classes: 6 7 8
"""Start from GPT-2's published generation config and ask for three candidates per prompt."""

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

name = "openai-community/gpt2"
tok = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)
cfg = GenerationConfig.from_pretrained(name)
cfg.max_new_tokens = 4
cfg.num_return_sequences = 3
cfg.pad_token_id = tok.eos_token_id
enc = tok("the garden was", return_tensors="pt")
print(tok.batch_decode(model.generate(**enc, generation_config=cfg), skip_special_tokens=True))
