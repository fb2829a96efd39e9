# classes: 9
"""Streaming helper that derives its generation config from the model's with copy.deepcopy and
tweaks it per request; the "quality" preset turns on beam search."""
import copy

from transformers import AutoModelForCausalLM, AutoTokenizer, TextStreamer

tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
model = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
PRESETS = {"fast": {"max_new_tokens": 4}, "quality": {"max_new_tokens": 4, "num_beams": 3}}


def stream(prompt, preset="quality"):
    gc = copy.deepcopy(model.generation_config)
    for key, value in PRESETS[preset].items():
        setattr(gc, key, value)
    enc = tok(prompt, return_tensors="pt")
    return model.generate(**enc, generation_config=gc, streamer=TextStreamer(tok))


stream("Write one sentence about rain.")
