# classes: 8 7
"""Inference service that checks its preset with GenerationConfig.validate() before use; the
preset passes the check but carries stop strings, and the request path never hands generate
the tokenizer."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

PRESET_JSON = '{"do_sample": false, "max_new_tokens": 6, "stop_strings": ["\\n\\n", "User:"]}'

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")


def load_preset(text):
    config = GenerationConfig(**json.loads(text))
    try:
        config.validate()
    except ValueError:
        return GenerationConfig(do_sample=False, max_new_tokens=6)
    return config


class Service:
    def __init__(self, preset):
        self.config = load_preset(preset)

    def complete(self, prompt):
        enc = tok(prompt, return_tensors="pt")
        out = model.generate(**enc, generation_config=self.config)
        return tok.decode(out[0, enc["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    print(Service(PRESET_JSON).complete("Name three colors."))
