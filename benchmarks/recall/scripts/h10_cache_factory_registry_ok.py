# classes: 5 7
"""Cache objects built by name from a registry of factories; the drafted path uses a dynamic one."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

CACHE_FACTORIES = {
    "dynamic": lambda model, max_len: DynamicCache(),
    "static": lambda model, max_len: StaticCache(config=model.config, max_cache_len=max_len),
}


class Settings:
    cache = "dynamic"
    max_len = 96
    draft = "Qwen/Qwen2.5-0.5B-Instruct"


class Assistant:
    def __init__(self, settings=Settings):
        self.settings = settings
        self.tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
        self.model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct").eval()
        self.draft = AutoModelForCausalLM.from_pretrained(settings.draft).eval()

    def new_cache(self):
        return CACHE_FACTORIES[self.settings.cache](self.model, self.settings.max_len)

    def reply(self, text):
        enc = self.tok(text, return_tensors="pt")
        with torch.inference_mode():
            ids = self.model.generate(
                **enc, past_key_values=self.new_cache(), assistant_model=self.draft, max_new_tokens=5
            )
        return self.tok.decode(ids[0])


if __name__ == "__main__":
    print(Assistant().reply("Hello, who are you?"))
