# classes: 8 3
"""An agent's LLM engine with a draft model for speed; the deployment profile also asks
for a static cache to make the decoding step compile-friendly."""

from transformers import AutoModelForCausalLM, AutoTokenizer

PROFILE = {
    "model": "meta-llama/Llama-3.2-3B-Instruct",
    "draft": "meta-llama/Llama-3.2-1B-Instruct",
    "generate": {"max_new_tokens": 8, "cache_implementation": "static"},
}


class SpeculativeEngine:
    def __init__(self, profile):
        self.tok = AutoTokenizer.from_pretrained(profile["model"])
        self.model = AutoModelForCausalLM.from_pretrained(profile["model"])
        self.draft = AutoModelForCausalLM.from_pretrained(profile["draft"])
        self.gen = dict(profile["generate"])

    def __call__(self, messages, stop_sequences=None):
        inputs = self.tok.apply_chat_template(messages, add_generation_prompt=True, return_dict=True, return_tensors="pt")
        extra = {"stop_strings": stop_sequences, "tokenizer": self.tok} if stop_sequences else {}
        out = self.model.generate(**inputs, assistant_model=self.draft, **self.gen, **extra)
        return self.tok.decode(out[0, inputs["input_ids"].shape[1] :], skip_special_tokens=True)


if __name__ == "__main__":
    engine = SpeculativeEngine(PROFILE)
    print(engine([{"role": "user", "content": "tell me a story"}]))
