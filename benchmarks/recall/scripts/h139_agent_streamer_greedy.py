# classes: 8 3
"""An agent console that streams the model's reasoning to the terminal while it
decodes; streaming uses the greedy profile, beam search only runs without a streamer."""

from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

PROFILES = {"stream": {"max_new_tokens": 8}, "careful": {"num_beams": 3, "max_new_tokens": 8}}
STREAM = True

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2-0.5B-Instruct")
msgs = [{"role": "user", "content": "plan the steps to find the fox"}]
inputs = tok.apply_chat_template(msgs, add_generation_prompt=True, return_dict=True, return_tensors="pt")
if STREAM:
    model.generate(**inputs, streamer=TextStreamer(tok, skip_prompt=True), **PROFILES["stream"])
else:
    print(tok.decode(model.generate(**inputs, **PROFILES["careful"])[0]))
