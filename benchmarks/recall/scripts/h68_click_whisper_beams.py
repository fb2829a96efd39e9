# classes: 3 4
"""transcribe.py: click front-end for the ASR pipeline with an optional draft model."""
import click
import numpy as np
from transformers import AutoModelForCausalLM, pipeline


@click.command()
@click.option("--model", "model_id", default="openai/whisper-small.en")
@click.option("--draft", default="distil-whisper/distil-small.en", help="empty string to disable")
@click.option("--beams", default=4, type=click.IntRange(1, 8))
@click.option("--seconds", default=3.0)
def transcribe(model_id, draft, beams, seconds):
    generate_kwargs = {"num_beams": beams, "max_new_tokens": 8}
    if draft:
        generate_kwargs["assistant_model"] = AutoModelForCausalLM.from_pretrained(draft)
    asr = pipeline("automatic-speech-recognition", model=model_id)
    audio = np.zeros(int(16000 * seconds), dtype=np.float32)
    result = asr({"raw": audio, "sampling_rate": 16000}, generate_kwargs=generate_kwargs)
    click.echo(result["text"])


if __name__ == "__main__":
    transcribe()
