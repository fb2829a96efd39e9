# classes: 4 5
"""FastAPI-style transcription service: turbo Whisper with a static cache, distil draft in the pipeline.

The class is built once at import time; the handler transcribes chunks one at a time.
"""
import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor, pipeline

SAMPLE_RATE = 16000


class AudioTranscriber:
    def __init__(self):
        self.device = "cuda:0" if torch.cuda.is_available() else "cpu"
        self.torch_dtype = torch.float16 if torch.cuda.is_available() else torch.float32
        model_id = "openai/whisper-large-v3"
        self.model = AutoModelForSpeechSeq2Seq.from_pretrained(
            model_id, torch_dtype=self.torch_dtype, low_cpu_mem_usage=True
        ).to(self.device)
        self.model.generation_config.cache_implementation = "static"
        self.model.generation_config.max_new_tokens = 8

        self.assistant = AutoModelForSpeechSeq2Seq.from_pretrained(
            "distil-whisper/distil-large-v3", torch_dtype=self.torch_dtype
        ).to(self.device)
        self.processor = AutoProcessor.from_pretrained(model_id)
        self.pipe = pipeline(
            "automatic-speech-recognition",
            model=self.model,
            tokenizer=self.processor.tokenizer,
            feature_extractor=self.processor.feature_extractor,
            generate_kwargs={"assistant_model": self.assistant},
            torch_dtype=self.torch_dtype,
            device=self.device,
            batch_size=1,
        )

    def get_chunks(self, samples, seconds=1.0):
        step = int(seconds * SAMPLE_RATE)
        return [samples[i : i + step] for i in range(0, len(samples), step)]

    def transcribe_chunk(self, chunk):
        result = self.pipe(chunk, generate_kwargs={"do_sample": False, "use_cache": True})
        return result["text"].strip()


transcriber = AudioTranscriber()


def transcribe(samples):
    return " ".join(transcriber.transcribe_chunk(c) for c in transcriber.get_chunks(samples))


if __name__ == "__main__":
    print(transcribe(np.zeros(SAMPLE_RATE, dtype=np.float32)))
