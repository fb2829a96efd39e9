# classes: 7 8
"""A factory that prepares the draft model for speculative decoding.

``DraftFactory.create`` loads the draft and "optimises" it: because the draft runs many
small forward passes, the factory sets a static cache on its generation config (the same
trick that speeds up the main model under torch.compile).
"""
from transformers import AutoModelForCausalLM, AutoTokenizer


class DraftFactory:
    def __init__(self, compile_friendly=True):
        self.compile_friendly = compile_friendly

    def create(self, checkpoint):
        draft = AutoModelForCausalLM.from_pretrained(checkpoint)
        if self.compile_friendly:
            draft.generation_config.cache_implementation = "static"
        return draft


class SpeculativePipeline:
    def __init__(self, main_checkpoint, draft_checkpoint, factory):
        self.tokenizer = AutoTokenizer.from_pretrained(main_checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(main_checkpoint)
        self.draft = factory.create(draft_checkpoint)

    def __call__(self, prompt, max_new_tokens=12):
        enc = self.tokenizer(prompt, return_tensors="pt")
        out = self.model.generate(**enc, assistant_model=self.draft, max_new_tokens=max_new_tokens)
        return self.tokenizer.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    pipe = SpeculativePipeline("EleutherAI/pythia-160m", "EleutherAI/pythia-70m", DraftFactory())
    print(pipe("Speculative decoding works by"))
