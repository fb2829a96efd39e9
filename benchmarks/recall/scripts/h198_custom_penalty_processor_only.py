# classes: 8 3
"""JSON extraction with a hand-built processor list instead of the generation flags."""

import typer
from transformers import (
    AutoModelForCausalLM,
    AutoTokenizer,
    LogitsProcessorList,
    RepetitionPenaltyLogitsProcessor,
)

app = typer.Typer()


@app.command()
def main(model: str = "meta-llama/Llama-3.2-1B-Instruct", penalty: float = 1.3, max_new_tokens: int = 6):
    tok = AutoTokenizer.from_pretrained(model)
    lm = AutoModelForCausalLM.from_pretrained(model)
    processors = LogitsProcessorList([RepetitionPenaltyLogitsProcessor(penalty=penalty)])
    enc = tok('extract {"name": ...} from: the king loved his garden', return_tensors="pt")
    out = lm.generate(**enc, logits_processor=processors, max_new_tokens=max_new_tokens)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    app()
