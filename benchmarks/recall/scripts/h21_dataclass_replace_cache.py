# classes: 5 3
"""Request params as a frozen dataclass; dataclasses.replace applies per-request overrides."""
import dataclasses
from dataclasses import dataclass
from typing import Optional

from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


@dataclass(frozen=True)
class GenParams:
    max_new_tokens: int = 8
    do_sample: bool = False
    repetition_penalty: float = 1.1
    cache_implementation: Optional[str] = "static"


SERVER_DEFAULTS = GenParams()

tok = AutoTokenizer.from_pretrained("microsoft/phi-2")
model = AutoModelForCausalLM.from_pretrained("microsoft/phi-2")
_conversations = {}


def continue_conversation(conv_id: str, text: str, **overrides) -> str:
    params = dataclasses.replace(SERVER_DEFAULTS, **overrides)
    state = _conversations.setdefault(conv_id, {"cache": DynamicCache(), "ids": None})
    enc = tok(text, return_tensors="pt")
    out = model.generate(**enc, past_key_values=state["cache"], **dataclasses.asdict(params))
    state["ids"] = out
    return tok.decode(out[0, enc.input_ids.shape[1]:])


if __name__ == "__main__":
    print(continue_conversation("c1", "Instruct: explain recursion briefly.\nOutput:", max_new_tokens=6))
