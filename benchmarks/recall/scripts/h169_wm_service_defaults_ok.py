# classes: 7 8
"""A small text service that watermarks every answer (one token of context) through the model's default config."""

from dataclasses import dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer, WatermarkingConfig


@dataclass
class WatermarkSettings:
    bias: float = 2.0
    context_width: int = 1  # the previous token seeds the list
    seeding_scheme: str = "selfhash"


class MarkedService:
    def __init__(self, checkpoint: str, settings: WatermarkSettings):
        self.tok = AutoTokenizer.from_pretrained(checkpoint)
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint)
        self.model.generation_config.watermarking_config = WatermarkingConfig(
            bias=settings.bias, context_width=settings.context_width, seeding_scheme=settings.seeding_scheme
        )
        self.model.generation_config.pad_token_id = self.tok.eos_token_id

    def answer(self, question: str) -> str:
        enc = self.tok(question, return_tensors="pt")
        out = self.model.generate(**enc, max_new_tokens=8)
        return self.tok.decode(out[0][enc["input_ids"].shape[1]:], skip_special_tokens=True)


service = MarkedService("openai-community/gpt2", WatermarkSettings())
print(service.answer("What is the capital of France?"))
