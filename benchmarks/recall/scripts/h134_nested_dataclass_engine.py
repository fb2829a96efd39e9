# classes: 3 7
"""An engine config built of nested dataclasses (EngineConfig holds a DecodingConfig made with
field(default_factory=...)); the decoding defaults ask for several candidates of a greedy decode."""
from dataclasses import asdict, dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class DecodingConfig:
    max_new_tokens: int = 5
    num_return_sequences: int = 2
    do_sample: bool = False


@dataclass
class EngineConfig:
    model_id: str = "HuggingFaceTB/SmolLM2-135M"
    decoding: DecodingConfig = field(default_factory=DecodingConfig)


if __name__ == "__main__":
    cfg = EngineConfig()
    tok = AutoTokenizer.from_pretrained(cfg.model_id)
    model = AutoModelForCausalLM.from_pretrained(cfg.model_id)
    print(model.generate(**tok("hello world", return_tensors="pt"), **asdict(cfg.decoding)).shape)
