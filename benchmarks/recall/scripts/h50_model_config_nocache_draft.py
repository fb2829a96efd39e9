# classes: 6 8
# Memory-constrained speculative decoding: the KV cache is turned off on the target's config
# and the generation config is rebuilt from it.
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


class SpecDecoder:
    def __init__(self, target_id, draft_id):
        self.tok = AutoTokenizer.from_pretrained(target_id)
        self.target = AutoModelForCausalLM.from_pretrained(target_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self.target.config.use_cache = False
        self.gen_config = GenerationConfig.from_model_config(self.target.config)
        self.gen_config.max_new_tokens = 4

    def __call__(self, text):
        enc = self.tok(text, return_tensors="pt")
        out = self.target.generate(**enc, generation_config=self.gen_config, assistant_model=self.draft)
        return self.tok.decode(out[0], skip_special_tokens=True)


dec = SpecDecoder("Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct")
print(dec("The capital of France is"))
