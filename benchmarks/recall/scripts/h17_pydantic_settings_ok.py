# classes: 3 5
"""pydantic settings object validated once and handed to a generation service."""
from typing import Literal, Optional

from pydantic import BaseModel, Field, field_validator
from transformers import AutoModelForCausalLM, AutoTokenizer


class GenerationSettings(BaseModel):
    model_id: str = "google/gemma-3-270m-it"
    assistant_id: Optional[str] = None
    cache: Literal["dynamic", "static", "offloaded"] = "static"
    max_new_tokens: int = Field(8, ge=1, le=64)

    @field_validator("assistant_id")
    @classmethod
    def empty_is_none(cls, v):
        return v or None


class Service:
    def __init__(self, settings: GenerationSettings):
        self.s = settings
        self.tok = AutoTokenizer.from_pretrained(settings.model_id)
        self.model = AutoModelForCausalLM.from_pretrained(settings.model_id)
        self.assistant = (
            AutoModelForCausalLM.from_pretrained(settings.assistant_id) if settings.assistant_id else None
        )

    def generate(self, text):
        enc = self.tok(text, return_tensors="pt")
        out = self.model.generate(
            **enc,
            assistant_model=self.assistant,
            cache_implementation=self.s.cache,
            max_new_tokens=self.s.max_new_tokens,
        )
        return self.tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(Service(GenerationSettings()).generate("Say hi"))
