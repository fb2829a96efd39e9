# classes: 7 3
"""A text-generation endpoint in the FastAPI style: a pydantic request model carries the
generation options, and the handler spreads them into generate next to the service's draft."""
from typing import Optional

from pydantic import BaseModel, Field
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")


class GenerateRequest(BaseModel):
    prompt: str
    max_new_tokens: int = Field(default=8, ge=1, le=256)
    do_sample: bool = False
    temperature: Optional[float] = None
    num_return_sequences: int = 1


class GenerateResponse(BaseModel):
    texts: list[str]


def generate_endpoint(req: GenerateRequest) -> GenerateResponse:
    enc = tok(req.prompt, return_tensors="pt")
    options = req.model_dump(exclude={"prompt"}, exclude_none=True)
    out = model.generate(**enc, assistant_model=draft, **options)
    return GenerateResponse(texts=tok.batch_decode(out, skip_special_tokens=True))


if __name__ == "__main__":
    request = GenerateRequest(prompt="tell me a story", do_sample=True, temperature=0.7, num_return_sequences=3)
    print(generate_endpoint(request).model_dump_json())
