# classes: 6 7
"""A tiny chat app: setup() loads the model and makes it greedy by editing its
generation_config once; the handlers just call generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer

STATE = {}


def setup(name="google/gemma-3-1b-it"):
    STATE["tok"] = AutoTokenizer.from_pretrained(name)
    model = AutoModelForCausalLM.from_pretrained(name)
    model.generation_config.do_sample = False
    model.generation_config.max_new_tokens = 5
    STATE["model"] = model


def on_message(history):
    tok, model = STATE["tok"], STATE["model"]
    enc = tok.apply_chat_template(history, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc)
    return tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


setup()
print(on_message([{"role": "user", "content": "hello"}]))
