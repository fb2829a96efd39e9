# classes: 5 7
"""Cache objects built by name from a registry of factories."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

CACHE_FACTORIES = {
    "dynamic": lambda model, max_len: DynamicCache(),
    "static": lambda model, max_len: StaticCache(config=model.config, max_cache_len=max_len),
}


class Settings:
    cache = "static"
    max_len = 96
    draft = "google/gemma-3-270m"


class Assistant:
    def __init__(self, settings=Settings):
        self.settings = settings
        self.tok = AutoTokenizer.from_pretrained("google/gemma-3-1b-it")
        self.model = AutoModelForCausalLM.from_pretrained("google/gemma-3-1b-it").eval()
        self.draft = AutoModelForCausalLM.from_pretrained(settings.draft).eval()

    def new_cache(self):
        factory = CACHE_FACTORIES[self.settings.cache]
        return factory(self.model, self.settings.max_len)

    def reply(self, text):
        enc = self.tok(text, return_tensors="pt")
        with torch.inference_mode():
            ids = self.model.generate(
                **enc, past_key_values=self.new_cache(), assistant_model=self.draft, max_new_tokens=5
            )
        return self.tok.decode(ids[0])


if __name__ == "__main__":
    print(Assistant().reply("Hello, who are you?"))
