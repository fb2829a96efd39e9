# classes: 2 8
"""Retry helper: try a list of beam widths from widest to narrowest, keep the last error and
re-raise it when no width worked. Every width asked for is narrower than the candidates wanted."""
import logging

from transformers import AutoModelForCausalLM, AutoTokenizer

logger = logging.getLogger("retry")
MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
BEAM_LADDER = (3, 2)
NUM_CANDIDATES = 4

tok = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)


def generate_with_retries(prompt):
    enc = tok(prompt, return_tensors="pt")
    last_error = None
    for beams in BEAM_LADDER:
        try:
            return model.generate(**enc, max_new_tokens=5, num_beams=beams, num_return_sequences=NUM_CANDIDATES)
        except ValueError as err:
            logger.warning("num_beams=%d failed: %s", beams, err)
            last_error = err
    raise last_error


if __name__ == "__main__":
    outputs = generate_with_retries("Write a haiku about rain.")
    print(tok.batch_decode(outputs, skip_special_tokens=True))
