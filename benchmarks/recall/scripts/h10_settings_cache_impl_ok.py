# classes: 7
"""Settings class read through several layers; the cache name comes from an old config file."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


class InferenceSettings:
    model_id = "meta-llama/Llama-3.2-1B-Instruct"
    # the default, spelled out
    cache_implementation = "dynamic"
    max_new_tokens = 6

    @classmethod
    def generation_kwargs(cls):
        return {"cache_implementation": cls.cache_implementation, "max_new_tokens": cls.max_new_tokens}


class Pipeline:
    def __init__(self, settings=InferenceSettings):
        self.settings = settings
        self.tokenizer = AutoTokenizer.from_pretrained(settings.model_id)
        self.model = AutoModelForCausalLM.from_pretrained(settings.model_id)

    def run(self, text):
        enc = self.tokenizer(text, return_tensors="pt")
        with torch.inference_mode():
            return self.model.generate(**enc, **self.settings.generation_kwargs())


if __name__ == "__main__":
    pipe = Pipeline()
    print(pipe.tokenizer.decode(pipe.run("Why is the sky blue?")[0]))
