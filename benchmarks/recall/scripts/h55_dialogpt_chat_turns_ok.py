# classes: 6
"""Three-turn chat with DialoGPT-medium, keeping the history as token ids."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

name = "microsoft/DialoGPT-medium"
tokenizer = AutoTokenizer.from_pretrained(name)
model = AutoModelForCausalLM.from_pretrained(name)

gen_cfg = GenerationConfig.from_model_config(model.config)
gen_cfg.max_new_tokens = 8
gen_cfg.pad_token_id = tokenizer.eos_token_id

history = None
for user_turn in ["hello there", "what do you like", "tell me about dogs"]:
    new_ids = tokenizer.encode(user_turn + tokenizer.eos_token, return_tensors="pt")
    input_ids = new_ids if history is None else torch.cat([history, new_ids], dim=-1)
    history = model.generate(input_ids, generation_config=gen_cfg)
    reply = tokenizer.decode(history[0, input_ids.shape[-1]:], skip_special_tokens=True)
    print(f"user: {user_turn!r} -> bot: {reply!r}")
