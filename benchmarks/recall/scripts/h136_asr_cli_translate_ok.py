# classes: 3 6 8
"""Click CLI translating speech to English text with the multilingual whisper-small by default."""
import click
import numpy as np
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor


@click.command()
@click.option("--model-id", default="openai/whisper-small")
@click.option("--task", type=click.Choice(["transcribe", "translate"]), default="translate")
@click.option("--max-new-tokens", default=32, type=int)
def main(model_id, task, max_new_tokens):
    processor = AutoProcessor.from_pretrained(model_id)
    model = AutoModelForSpeechSeq2Seq.from_pretrained(model_id)
    audio = (0.04 * np.random.default_rng(1).standard_normal(16000 * 4)).astype(np.float32)
    feats = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
    ids = model.generate(feats, task=task, max_new_tokens=max_new_tokens)
    click.echo(processor.batch_decode(ids, skip_special_tokens=True)[0])


if __name__ == "__main__":
    main()
