# classes: 5 3
"""Cache objects made by a table of factory lambdas, chosen by an environment variable."""
import os

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache, StaticCache

CACHE_FACTORIES = {
    "dynamic": lambda model, length: DynamicCache(),
    "static": lambda model, length: StaticCache(config=model.config, max_cache_len=length),
}


class SpeculativeRunner:
    def __init__(self, target, draft, cache_kind=None):
        self.tok = AutoTokenizer.from_pretrained(target)
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)
        self.make_cache = CACHE_FACTORIES[cache_kind or os.environ.get("KV_CACHE", "static")]

    def run(self, text, budget=6):
        enc = self.tok(text, return_tensors="pt")
        cache = self.make_cache(self.model, enc.input_ids.shape[1] + budget)
        out = self.model.generate(**enc, assistant_model=self.draft, past_key_values=cache, max_new_tokens=budget)
        return self.tok.decode(out[0])


print(SpeculativeRunner("meta-llama/Llama-3.2-1B-Instruct", "meta-llama/Llama-3.2-1B-Instruct").run("Hello"))
