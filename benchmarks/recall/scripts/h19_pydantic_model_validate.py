# classes: 7 3
"""Service config arrives as JSON text (as from a request body) and is validated by pydantic
before the generation options reach generate."""
import json
from typing import Optional

from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer

BODY = '{"prompt": "tell me a joke", "max_new_tokens": 6, "use_cache": false, "temperature": null}'


class GenOptions(BaseModel):
    prompt: str
    max_new_tokens: int = 16
    use_cache: bool = True
    temperature: Optional[float] = None


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

opts = GenOptions.model_validate(json.loads(BODY))
enc = tok(opts.prompt, return_tensors="pt")
kwargs = opts.model_dump(exclude={"prompt"}, exclude_none=True)
print(tok.decode(model.generate(**enc, assistant_model=draft, **kwargs)[0]))
