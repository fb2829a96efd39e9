# classes: 8 3
"""An agent console that streams the model's reasoning to the terminal while it
decodes; the agent profile asks for beam search for more careful tool plans."""

from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

PROFILE = {"num_beams": 3, "max_new_tokens": 8, "early_stopping": True}

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
streamer = TextStreamer(tok, skip_prompt=True)
msgs = [{"role": "user", "content": "plan the steps to find the fox"}]
inputs = tok.apply_chat_template(msgs, add_generation_prompt=True, return_dict=True, return_tensors="pt")
model.generate(**inputs, streamer=streamer, **PROFILE)
