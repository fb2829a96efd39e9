# classes: 7 9
"""A thin model wrapper that delegates unknown attributes to the wrapped model.

``InstrumentedModel`` counts calls and tokens; everything else (``generate``, ``config``,
``device``...) is forwarded with ``__getattr__``. The reranking job asks the wrapped model
for one sample per prompt with a draft model (the reranker samples prompts, not outputs).
"""
from transformers import AutoModelForCausalLM, AutoTokenizer


class InstrumentedModel:
    def __init__(self, model):
        self._model = model
        self.calls = 0

    def __getattr__(self, name):
        attr = getattr(self._model, name)
        if name == "generate":
            self.calls += 1
        return attr


class Reranker:
    def __init__(self, model, draft, tokenizer, samples=1):
        self.model = InstrumentedModel(model)
        self.draft = draft
        self.tokenizer = tokenizer
        self.samples = samples

    def candidates(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(
            **enc,
            assistant_model=self.draft,
            do_sample=True,
            top_p=0.9,
            num_return_sequences=self.samples,
            max_new_tokens=8,
        )
        return self.tokenizer.batch_decode(out, skip_special_tokens=True)


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("facebook/opt-350m")
    main = AutoModelForCausalLM.from_pretrained("facebook/opt-350m")
    draft = AutoModelForCausalLM.from_pretrained("facebook/opt-125m")
    rr = Reranker(main, draft, tok)
    print(rr.candidates("The best way to learn a language is"))
    print("generate calls:", rr.model.calls, "config:", rr.model.config.model_type)
