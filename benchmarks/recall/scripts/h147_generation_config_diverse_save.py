# classes: 8 6
"""Saves a GenerationConfig for a diverse beam-search preset next to the model so that
serving picks it up."""
import tempfile

from transformers import GenerationConfig

preset = GenerationConfig(
    num_beams=6,
    num_beam_groups=4,
    diversity_penalty=0.5,
    num_return_sequences=3,
    max_new_tokens=32,
)
with tempfile.TemporaryDirectory() as out_dir:
    preset.save_pretrained(out_dir)
    print(GenerationConfig.from_pretrained(out_dir))
