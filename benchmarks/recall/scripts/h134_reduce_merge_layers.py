# classes: 7 2
"""Settings layers merged with functools.reduce over a list of dicts contributed by plugins;
the last plugin asks for two greedy candidates."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer

PLUGINS = [
    {"max_new_tokens": 8},
    {"max_new_tokens": 5, "do_sample": False},
    {"num_return_sequences": 2},
]

if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    settings = functools.reduce(lambda acc, layer: {**acc, **layer}, PLUGINS, {})
    print(model.generate(**tok("hello world", return_tensors="pt"), **settings).shape)
