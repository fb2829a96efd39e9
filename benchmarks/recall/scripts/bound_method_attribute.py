# classes: 7
import logging

from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger("inference")


class InferenceService:
    """Keeps a handle on the generate function so tests can swap it out."""

    def __init__(self, model_id="HuggingFaceTB/SmolLM-360M-Instruct", draft_id="HuggingFaceTB/SmolLM-135M"):
        self.tokenizer = AutoTokenizer.from_pretrained(model_id)
        model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id)
        self._generate = model.generate
        self.gen_kwargs = {"max_new_tokens": 8, "use_cache": False}

    def handle(self, prompt):
        enc = self.tokenizer(prompt, return_tensors="pt")
        logger.info("generating for %r", prompt)
        ids = self._generate(**enc, assistant_model=self.draft, **self.gen_kwargs)
        return self.tokenizer.decode(ids[0], skip_special_tokens=True)


service = InferenceService()
print(service.handle("tell me a story"))
